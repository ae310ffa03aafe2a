package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class AwayTest {

    private static final Instant FRIDAY = Instant.parse("2026-12-04T00:00:00Z");

    @Test
    void theOpponentsVacationSaysWhetherTheClockStandsStillNow() {
        assertEquals("Alice is on vacation until Friday 4 December; the clock is stopped.", Away.opponent(Language.EN, "Alice", FRIDAY, true));
        assertEquals("Alice is on vacation until Friday 4 December; the clock stops whenever it is Alice's turn.",
                Away.opponent(Language.EN, "Alice", FRIDAY, false));
    }

    @Test
    void yourOwnVacationIsToldInTheSecondPerson() {
        assertEquals("You are on vacation until Friday 4 December; your clock is stopped.", Away.you(Language.EN, FRIDAY, true));
        assertEquals("You are on vacation until Friday 4 December: in every game, your clock is stopped whenever it is your turn.",
                Away.youInEveryGame(Language.EN, FRIDAY));
    }

    @Test
    void theDaysLeftReadWellDownToNone() {
        assertEquals("You have 27 of 30 vacation days left in 2026.", Away.daysLeft(Language.EN, 27, 30, 2026));
        assertEquals("You have no vacation days left in 2026 (30 a year).", Away.daysLeft(Language.EN, 0, 30, 2026));
    }

    @Test
    void aDayIsNamedWithoutTimeAndTheInstantByItsUtcDate() {
        assertEquals("Friday 4 December", Times.day(Language.EN, LocalDate.of(2026, 12, 4)));
        assertEquals("Thursday 3 December", Times.day(Language.EN, FRIDAY.minusSeconds(1)));
        assertEquals("", Times.day(Language.EN, (Instant) null));
    }

    @Test
    void vacationsInSpanish() {
        assertEquals("Alice está de vacaciones hasta el viernes 4 de diciembre; el reloj está parado.",
                Away.opponent(Language.ES, "Alice", FRIDAY, true));
        assertEquals("Alice está de vacaciones hasta el viernes 4 de diciembre; el reloj se para cada vez que le toca a Alice.",
                Away.opponent(Language.ES, "Alice", FRIDAY, false));
        assertEquals("Estás de vacaciones hasta el viernes 4 de diciembre; tu reloj está parado.", Away.you(Language.ES, FRIDAY, true));
        assertEquals("Estás de vacaciones hasta el viernes 4 de diciembre: en todas tus partidas, tu reloj se para cada vez que te toca.",
                Away.youInEveryGame(Language.ES, FRIDAY));
        assertEquals("Te quedan 27 de 30 días de vacaciones en 2026.", Away.daysLeft(Language.ES, 27, 30, 2026));
        assertEquals("Te queda 1 de 30 días de vacaciones en 2026.", Away.daysLeft(Language.ES, 1, 30, 2026));
        assertEquals("No te quedan días de vacaciones en 2026 (30 al año).", Away.daysLeft(Language.ES, 0, 30, 2026));
    }

    @Test
    void vacationsInUzbek() {
        assertEquals("Alice 4-dekabr, juma kunigacha taʼtilda; soat toʻxtatilgan.", Away.opponent(Language.UZ, "Alice", FRIDAY, true));
        assertEquals("Siz 4-dekabr, juma kunigacha taʼtildasiz; navbatingiz kelganda soatingiz har safar toʻxtaydi.",
                Away.you(Language.UZ, FRIDAY, false));
        assertEquals("2026-yilda 30 kunlik taʼtilingizdan 27 kun qoldi.", Away.daysLeft(Language.UZ, 27, 30, 2026));
        assertEquals("2026-yilda taʼtil kunlaringiz qolmadi (yiliga 30 kun).", Away.daysLeft(Language.UZ, 0, 30, 2026));
    }

    @Test
    void aPauseInEveryLanguage() {
        Instant paused = Instant.parse("2026-12-01T11:00:00Z");
        assertEquals("The game is paused since Tuesday 1 December 2026, 11:00 UTC; the clock is stopped until either of you resumes it.",
                Paused.since(Language.EN, paused));
        assertEquals("You asked Bob to pause the game; waiting for Bob's answer.", Paused.askedByYou(Language.EN, "Bob"));
        assertEquals("La partida está en pausa desde el martes 1 de diciembre de 2026, 11:00 UTC; el reloj está parado hasta que"
                + " cualquiera de los dos la reanude.", Paused.since(Language.ES, paused));
        assertEquals("Pediste a Bob pausar la partida; esperando la respuesta de Bob.", Paused.askedByYou(Language.ES, "Bob"));
        assertEquals("Siz Bobdan oʻyinni pauzaga qoʻyishni soʻradingiz; Bobning javobi kutilmoqda.", Paused.askedByYou(Language.UZ, "Bob"));
        assertEquals("Oʻyin pauzaga qoʻyilgan: 2026-yil 1-dekabr, seshanba, 11:00 UTC. Ikkalangizdan biri davom ettirmaguncha soat"
                + " toʻxtatilgan.", Paused.since(Language.UZ, paused));
        assertEquals("Pauza kerakmi? Bob rozi boʻlsa, ikkalangizdan biri oʻyinni davom ettirmaguncha soat toʻxtaydi, muddat esa"
                + " pauza qancha davom etgan boʻlsa, shuncha vaqtga suriladi.", Paused.offer(Language.UZ, "Bob"));
        assertEquals("Need a break? If Bob agrees, the clock stops until either of you resumes the game, and the deadline moves on"
                + " by the time the pause lasted.", Paused.offer(Language.EN, "Bob"));
    }
}
